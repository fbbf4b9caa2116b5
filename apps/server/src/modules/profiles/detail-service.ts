import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TProfileDetail } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { mediaUrl, thumbUrl } from "../media/image-service.ts";
import { aboutText, adColumns, ageOn, heightLabel, presentContact, type AdRow, type ContactSource } from "./presenter.ts";
import { photoRestriction } from "./photo-access.ts";
import { indiaToday } from "./search-filter.ts";

/** Extra grants towards an advertiser's contact that other modules own (e.g. a received proposal). */
export type ContactGrants = { proposalReceived: (viewerId: number, advertiserId: number) => Promise<boolean> };
export const noProposalGrants: ContactGrants = { proposalReceived: async () => false };

export type Viewer = { userId: number | null; ip: string };

type DetailExtras = {
  phone: string;
  email: string | null;
  contactVisibility: ContactSource["contactVisibility"];
  advertiserName: string | null;
  qualificationCategory: string | null;
  workingWith: string;
  family: string | null;
  residentOf: string | null;
  lookingFor: string | null;
  mayGoFor: string | null;
  aboutFull: string | null;
  videoId: string | null;
};

/** Finds an ad in circulation by profile id (B2001), or by member id. */
export async function findAd(db: Database, id: string): Promise<AdRow | null> {
  const key = id.trim();
  const cond = /^\d{1,9}$/.test(key) ? sql`user_id = ${Number(key)}` : sql`upper(profile_id) = ${key.toUpperCase()}`;
  const [row] = await queryRows<AdRow>(db, sql`select ${sql.raw(adColumns)} from ads where ${cond} limit 1`);
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

export function createDetailService(d: { db: Database; clock: Clock; secret: string; grants?: ContactGrants }) {
  const grants = d.grants ?? noProposalGrants;

  const viewerKey = (v: Viewer) =>
    v.userId !== null ? `m:${v.userId}` : `ip:${createHash("sha256").update(`${d.secret}:${v.ip}`).digest("hex").slice(0, 20)}`;

  async function planGrantsContact(userId: number): Promise<boolean> {
    const rows = await queryRows<{ one: number }>(
      d.db,
      sql`select 1 as one from member_plans mp join plan_benefits b on b.plan_id = mp.plan_id
          where mp.user_id = ${userId} and b.contact_visible and mp.starts_at <= ${d.clock.now()}
            and (mp.ends_at is null or mp.ends_at > ${d.clock.now()}) limit 1`,
    );
    return rows.length > 0;
  }

  async function detail(id: string, viewer: Viewer): Promise<TProfileDetail> {
    const ad = await requireAd(d.db, id);
    const today = indiaToday(d.clock.now());
    const isOwn = viewer.userId === ad.userId;
    if (!isOwn) {
      await d.db.execute(sql`insert into ad_views (ad_user_id, viewer_key, day) values (${ad.userId}, ${viewerKey(viewer)}, ${today}) on conflict do nothing`);
    }
    const photoRestricted = isOwn ? null : await photoRestriction(d.db, ad.userId, viewer.userId);
    const [[extras], photos, [{ views }], favRows, ytmRows, planGrant, proposalReceived] = await Promise.all([
      queryRows<DetailExtras>(
        d.db,
        sql`select u.phone, u.email, coalesce(x.contact_visibility, 'phone') as "contactVisibility", p.advertiser_name as "advertiserName",
                   p.qualification_category as "qualificationCategory", a.working_with as "workingWith", x.family,
                   x.resident_of as "residentOf", x.looking_for as "lookingFor", x.may_go_for as "mayGoFor",
                   x.about_myself as "aboutFull", x.video_media_id as "videoId"
            from ads a join users u on u.id = a.user_id join profiles p on p.user_id = a.user_id
            left join ad_details x on x.user_id = a.user_id where a.user_id = ${ad.userId}`,
      ),
      photoRestricted
        ? []
        : queryRows<{ id: string }>(d.db, sql`select id from media where user_id = ${ad.userId} and kind = 'photo' and review_status = 'approved' order by position, created_at`),
      queryRows<{ views: number }>(d.db, sql`select count(*)::int as views from ad_views where ad_user_id = ${ad.userId}`),
      viewer.userId !== null ? queryRows(d.db, sql`select 1 from favourites where user_id = ${viewer.userId} and ad_user_id = ${ad.userId}`) : [],
      viewer.userId !== null
        ? queryRows<{ at: Date | string }>(
            d.db,
            sql`select max(created_at) as at from ytm_requests where requester_id = ${viewer.userId} and ad_user_id = ${ad.userId}
                and created_at > ${new Date(d.clock.now().getTime() - 30 * 86_400_000)} having count(*) > 0`,
          )
        : [],
      viewer.userId !== null && !isOwn ? planGrantsContact(viewer.userId) : false,
      viewer.userId !== null && !isOwn ? grants.proposalReceived(viewer.userId, ad.userId) : false,
    ]);

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
      { userId: viewer.userId, planGrantsContact: planGrant, proposalReceived },
    );
    const age = ageOn(ad.dateOfBirth, today);
    const about = extras.aboutFull?.trim() || aboutText(ad);
    return {
      id: ad.profileId,
      profileId: ad.profileId,
      userId: ad.userId,
      name: ad.name,
      gender: ad.gender,
      age,
      memberType: ad.memberType,
      isDemoProfile: ad.isDemo,
      views,
      adType: ad.adType,
      verified: ad.phoneVerified,
      ytmVerifiedOn: ad.ytmVerifiedOn,
      images: photos.map((p) => ({ url: mediaUrl(p.id), thumbUrl: thumbUrl(p.id) })),
      photoRestriction: photoRestricted,
      details: {
        "My Details": lines([["Name", ad.name], ["Looking for", ad.gender === "bride" ? "Groom" : "Bride"], ["Age", `${age} yrs`], ["Height", heightLabel(ad.heightInches)], ["Marital Status", ad.maritalStatus]]),
        Ethnicity: lines([["Religion", ad.religion], ["Community", ad.community], ["Caste", ad.caste], ["Mother Tongue", ad.motherTongue]]),
        Qualification: lines([["Level", ad.highestQualification], ["Category", extras.qualificationCategory], ["Degree", ad.qualificationDegree]]) || "Not specified",
        Profession: lines([["Profession", ad.profession], ["Detail", ad.professionDetail], ["Working With", extras.workingWith], ["Annual Income", ad.incomeBand ? `${ad.incomeBand} Lakhs` : null]]),
        "Personal Details": lines([["Marital Status", ad.maritalStatus], ["Height", heightLabel(ad.heightInches)], ["Ad posted by", ad.relation]]),
        "About Myself": about,
        "Our Family": extras.family?.trim() || "Not added yet",
        "Resident Of": extras.residentOf?.trim() || lines([["City", ad.city], ["State", ad.state], ["Country", ad.country]]),
      },
      expectations: {
        "We Are Looking For": extras.lookingFor?.trim() || "Not added yet",
        "We May Go For": extras.mayGoFor?.trim() || "Not added yet",
      },
      contact,
      videoUrl: extras.videoId ? mediaUrl(extras.videoId) : null,
      isOwn,
      favourite: favRows.length > 0,
      ytmRequestedAt: ytmRows[0] ? new Date(ytmRows[0].at).toISOString() : null,
    };
  }

  return { detail };
}
export type DetailService = ReturnType<typeof createDetailService>;
