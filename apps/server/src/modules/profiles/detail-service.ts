import { createHash } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { queryRows, schema, type Database } from "@app/db";
import { ageOn, type TProfileDetail, type TProfileView } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { mediaUrl } from "../media/image-service.ts";
import { contactReason, presentContact, type ContactSource, type ContactViewer } from "../../lib/contact-visibility.ts";
import { aboutText, adColumns, heightLabel, ZAdRow, type AdRow } from "./presenter.ts";

const { ads, adDetails, adViews, favourites, media, profiles, users, ytmRequests } = schema;
import { photoAccess } from "./photo-access-service.ts";
import { noRelation, type Relation } from "../contact/service.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import { birthSelection, presentBirth } from "./birth-presenter.ts";

/** What the contact module knows about a viewer and an advertiser (proposals, CCP views, blocks, plan). */
export type ContactGrants = {
  relation: (viewerId: number, advertiserId: number) => Promise<Relation>;
  recordPlanView: (viewerId: number, advertiserId: number) => Promise<boolean>;
};

export type Viewer = { userId: number | null; ip: string };

/** Finds an ad in circulation by its public profile id (B2001); internal member ids are never accepted from outside. */
export async function findAd(db: Database, id: string): Promise<AdRow | null> {
  const key = id.trim().toUpperCase();
  const [row] = await queryRows(db, ZAdRow, sql`select ${sql.raw(adColumns)} from ads where upper(profile_id) = ${key} limit 1`);
  return row ?? null;
}

export async function requireAd(db: Database, id: string): Promise<AdRow> {
  const ad = await findAd(db, id);
  if (!ad) throw notFound("The profile you're looking for doesn't exist");
  return ad;
}

const lines = (pairs: [string, string | number | null | undefined][]) =>
  pairs
    .filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");

export function createDetailService(d: {
  db: Database;
  clock: Clock;
  secret: string;
  grants: ContactGrants;
  links: MediaLinks;
  birthCharts: BirthCharts;
}) {
  const grants = d.grants;

  const viewerKey = (v: Viewer) =>
    v.userId !== null ? `m:${v.userId}` : `ip:${createHash("sha256").update(`${d.secret}:${v.ip}`).digest("hex").slice(0, 20)}`;

  /** The ad as this viewer may see it, and its relation to them (a block hides the two members from each other everywhere). */
  async function visibleAd(id: string, viewer: Viewer) {
    const ad = await requireAd(d.db, id);
    const isOwn = viewer.userId === ad.userId;
    const rel = viewer.userId !== null && !isOwn ? await grants.relation(viewer.userId, ad.userId) : noRelation;
    if (rel.blocked) throw notFound("The profile you're looking for doesn't exist");
    return { ad, isOwn, rel };
  }

  /** One view a day per viewer (a member, or an address for a visitor); an advertiser's own visits are not views. */
  async function countView(ad: AdRow, viewer: Viewer, isOwn: boolean) {
    if (isOwn) return;
    await d.db
      .insert(adViews)
      .values({ adUserId: ad.userId, viewerKey: viewerKey(viewer), day: indiaToday(d.clock.now()) })
      .onConflictDoNothing();
  }

  /**
   * An ad's detail as this viewer sees it. Reading it through the API is a view; the server's render of
   * the page is not (it cannot tell a member from a visitor, nor a person from a crawler): the page
   * reports its own view once it runs (`recordView`).
   */
  async function detail(id: string, viewer: Viewer, options: { countView: boolean } = { countView: true }): Promise<TProfileDetail> {
    const { ad, isOwn, rel } = await visibleAd(id, viewer);
    const today = indiaToday(d.clock.now());
    if (options.countView) await countView(ad, viewer, isOwn);
    const access = await photoAccess(d.db, [ad.userId], viewer.userId);
    const photoRestricted = access.hidden.get(ad.userId) ?? null;
    // Photos shown to members or accepted requests only are reached through signed URLs minted here.
    const photosPublic = !access.restricted.has(ad.userId);
    const [[extras], photos, views, favRows, ytmRows] = await Promise.all([
      d.db
        .select({
          phone: users.phone,
          email: users.email,
          contactVisibility: sql<ContactSource["contactVisibility"]>`coalesce(${adDetails.contactVisibility}, 'phone')`,
          advertiserName: profiles.advertiserName,
          qualificationCategory: profiles.qualificationCategory,
          workingWith: ads.workingWith,
          family: adDetails.family,
          residentOf: adDetails.residentOf,
          lookingFor: adDetails.lookingFor,
          mayGoFor: adDetails.mayGoFor,
          aboutFull: adDetails.aboutMyself,
          videoId: adDetails.videoMediaId,
          ...birthSelection,
        })
        .from(ads)
        .innerJoin(users, eq(users.id, ads.userId))
        .innerJoin(profiles, eq(profiles.userId, ads.userId))
        .leftJoin(adDetails, eq(adDetails.userId, ads.userId))
        .where(eq(ads.userId, ad.userId)),
      photoRestricted
        ? []
        : d.db
            .select({ id: media.id })
            .from(media)
            .where(and(eq(media.userId, ad.userId), eq(media.kind, "photo"), eq(media.reviewStatus, "approved")))
            .orderBy(asc(media.position), asc(media.createdAt)),
      d.db.$count(adViews, eq(adViews.adUserId, ad.userId)),
      viewer.userId !== null
        ? d.db
            .select({ userId: favourites.userId })
            .from(favourites)
            .where(and(eq(favourites.userId, viewer.userId), eq(favourites.adUserId, ad.userId)))
        : [],
      viewer.userId !== null
        ? d.db
            .select({ at: ytmRequests.createdAt })
            .from(ytmRequests)
            .where(
              and(
                eq(ytmRequests.requesterId, viewer.userId),
                eq(ytmRequests.adUserId, ad.userId),
                gt(ytmRequests.createdAt, new Date(d.clock.now().getTime() - 30 * 86_400_000)),
              ),
            )
            .orderBy(desc(ytmRequests.createdAt))
            .limit(1)
        : [],
    ]);

    const contactViewer: ContactViewer = { userId: viewer.userId, ...rel };
    // Plan-based access to a premium advertiser's contact counts towards the daily limit of new contact views.
    if (viewer.userId !== null && contactReason(ad, contactViewer) === "premium_advertiser" && !rel.contactViewed) {
      contactViewer.dailyLimitReached = !(await grants.recordPlanView(viewer.userId, ad.userId));
    }

    const contact = presentContact(
      {
        userId: ad.userId,
        adType: ad.adType,
        contactVisible: ad.contactVisible,
        phone: extras.phone,
        email: extras.email,
        contactVisibility: extras.contactVisibility,
        advertiserName: extras.advertiserName,
        relation: ad.relation,
      },
      contactViewer,
    );
    const birth = await presentBirth(d.db, d.birthCharts, extras, { userId: viewer.userId, isOwn, adUserId: ad.userId });
    const age = ageOn(ad.dateOfBirth, today);
    const about = extras.aboutFull?.trim() || aboutText(ad);
    return {
      id: ad.profileId,
      profileId: ad.profileId,
      name: ad.name,
      gender: ad.gender,
      age,
      memberType: ad.memberType,
      isDemoProfile: ad.isDemo,
      views,
      adType: ad.adType,
      verified: ad.phoneVerified,
      ytmVerifiedOn: ad.ytmVerifiedOn,
      images: photos.map((p) => d.links.photo(p.id, photosPublic)),
      photoRestriction: photoRestricted,
      details: {
        "My Details": lines([
          ["Name", ad.name],
          ["Looking for", ad.gender === "bride" ? "Groom" : "Bride"],
          ["Age", `${age} yrs`],
          ["Height", heightLabel(ad.heightInches)],
          ["Marital Status", ad.maritalStatus],
        ]),
        Ethnicity: lines([
          ["Religion", ad.religion],
          ["Community", ad.community],
          ["Caste", ad.caste],
          ["Mother Tongue", ad.motherTongue],
        ]),
        Qualification:
          lines([
            ["Level", ad.highestQualification],
            ["Category", extras.qualificationCategory],
            ["Degree", ad.qualificationDegree],
          ]) || "Not specified",
        Profession: lines([
          ["Profession", ad.profession],
          ["Detail", ad.professionDetail],
          ["Working With", extras.workingWith],
          ["Annual Income", ad.incomeBand ? `${ad.incomeBand} Lakhs` : null],
        ]),
        "Personal Details": lines([
          ["Marital Status", ad.maritalStatus],
          ["Height", heightLabel(ad.heightInches)],
          ["Ad posted by", ad.relation],
        ]),
        "About Myself": about,
        "Our Family": extras.family?.trim() || "Not added yet",
        "Resident Of":
          extras.residentOf?.trim() ||
          lines([
            ["City", ad.city],
            ["State", ad.state],
            ["Country", ad.country],
          ]),
      },
      expectations: {
        "We Are Looking For": extras.lookingFor?.trim() || "Not added yet",
        "We May Go For": extras.mayGoFor?.trim() || "Not added yet",
      },
      contact,
      videoUrl: extras.videoId ? mediaUrl(extras.videoId) : null,
      isOwn,
      proposalSent: rel.proposalSent,
      favourite: favRows.length > 0,
      ytmRequestedAt: ytmRows[0] ? new Date(ytmRows[0].at).toISOString() : null,
      ...birth,
    };
  }

  /** A page drawn by the server reports its visitor's view once it runs; the answer is the ad's views since. */
  async function recordView(id: string, viewer: Viewer): Promise<TProfileView> {
    const { ad, isOwn } = await visibleAd(id, viewer);
    await countView(ad, viewer, isOwn);
    return { profileId: ad.profileId, views: await d.db.$count(adViews, eq(adViews.adUserId, ad.userId)) };
  }

  return { detail, recordView };
}
export type DetailService = ReturnType<typeof createDetailService>;
