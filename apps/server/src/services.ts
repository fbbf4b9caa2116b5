import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./deps.ts";
import { createAdminAccounts } from "./modules/admin-auth/admins-service.ts";
import { createCurrentAdmin } from "./modules/admin-auth/current-admin-service.ts";
import { createAdminSignIn } from "./modules/admin-auth/sign-in-service.ts";
import { createAdminDashboardService } from "./modules/admin-dashboard/service.ts";
import { createMemberExportService } from "./modules/admin-exports/service.ts";
import { createChequeService } from "./modules/admin-payments/cheque-service.ts";
import { createAdminOrdersService } from "./modules/admin-payments/orders-service.ts";
import { createMemberDetailService } from "./modules/admin-members/detail-service.ts";
import { createMemberEraseService } from "./modules/admin-members/erase-service.ts";
import { createAdminMembersService } from "./modules/admin-members/service.ts";
import { createMemberStatusService } from "./modules/admin-members/status-service.ts";
import { moderationCounts } from "./modules/admin-moderation/counts-service.ts";
import { createEditsReview } from "./modules/admin-moderation/edits-service.ts";
import { createKycReview } from "./modules/admin-moderation/kyc-service.ts";
import { createMediaReview } from "./modules/admin-moderation/media-service.ts";
import { createNewAdsReview } from "./modules/admin-moderation/new-ads-service.ts";
import { createReportsReview } from "./modules/admin-moderation/reports-service.ts";
import { createAccountService } from "./modules/auth/account-service.ts";
import { createCaptchaService } from "./modules/auth/captcha-service.ts";
import { createOtpService } from "./modules/auth/otp-service.ts";
import { createRegisterService } from "./modules/auth/register-service.ts";
import { createSessionService } from "./modules/auth/session-service.ts";
import { createBlogService } from "./modules/blog/service.ts";
import { createContactService } from "./modules/contact/service.ts";
import { createContentService } from "./modules/content/service.ts";
import { createImpressionCounter } from "./modules/dashboard/circulation-service.ts";
import { createKycService } from "./modules/dashboard/kyc-service.ts";
import { createDashboardService } from "./modules/dashboard/service.ts";
import { createYtmService } from "./modules/dashboard/ytm-service.ts";
import { createHealthService } from "./modules/health/service.ts";
import { createLifecycle, type Lifecycle } from "./lib/lifecycle.ts";
import { noMetrics, type MetricsRecorder } from "./lib/metrics.ts";
import { createMediaLinks } from "./modules/media/links-service.ts";
import { createMediaService } from "./modules/media/media-service.ts";
import { createStorageSweep } from "./modules/media/sweep-service.ts";
import { createPartnerService } from "./modules/my-ad/partner-service.ts";
import { createPendingEditDecision } from "./modules/my-ad/pending-edit-service.ts";
import { createPhotoRequestService } from "./modules/my-ad/photo-request-service.ts";
import { createPhotosService } from "./modules/my-ad/photos-service.ts";
import { createAdPrivacyService } from "./modules/my-ad/privacy-service.ts";
import { createMyAdService } from "./modules/my-ad/service.ts";
import { createVideoService } from "./modules/my-ad/video-service.ts";
import { createNewsletterService } from "./modules/newsletter/service.ts";
import { createCirculationEmails } from "./modules/circulation-emails/service.ts";
import { createNotifier } from "./modules/notifications/service.ts";
import { createOptionsService } from "./modules/options/service.ts";
import { createPlaces, type Places } from "./modules/places/service.ts";
import { createBirthCharts } from "./modules/matching/birth-chart-service.ts";
import { createChartBackfill } from "./modules/matching/chart-backfill.ts";
import { createInvalidation } from "./lib/invalidation.ts";
import { createCatalogueChanges } from "./modules/admin-catalogue/changes-service.ts";
import { createCatalogueService } from "./modules/admin-catalogue/service.ts";
import { createPlanAdminService } from "./modules/plans/admin-service.ts";
import { createCheckout } from "./modules/payments/checkout-service.ts";
import { createPaymentService } from "./modules/payments/order-service.ts";
import { createReceiptService } from "./modules/payments/receipt-service.ts";
import { createReconciliation } from "./modules/payments/reconcile-service.ts";
import { createRefundService } from "./modules/payments/refund-service.ts";
import { createSettlement } from "./modules/payments/settle-service.ts";
import { createPaymentVerification } from "./modules/payments/verify-service.ts";
import { createWebhookService } from "./modules/payments/webhook-service.ts";
import { createPlanService } from "./modules/plans/service.ts";
import { createPointsService } from "./modules/points/service.ts";
import { createSignupBonusService } from "./modules/points/signup-bonus-service.ts";
import { createDetailService } from "./modules/profiles/detail-service.ts";
import { createMemberActionsService } from "./modules/profiles/member-actions-service.ts";
import { createSearchService } from "./modules/profiles/search-service.ts";
import { createPromoAdmin } from "./modules/promo/admin-service.ts";
import { createPromoService } from "./modules/promo/service.ts";
import { createProposalService } from "./modules/proposals/service.ts";
import { createSafetyService } from "./modules/safety/service.ts";
import { createMatchesService } from "./modules/matching/matches-service.ts";
import { createCompatibilityService } from "./modules/matching/compatibility-service.ts";
import { createUserService } from "./modules/users/service.ts";
import { createMemberCreator } from "./modules/users/create-member-service.ts";
import { createRrAccountService } from "./modules/rr/account-service.ts";
import { createRrAddMemberService } from "./modules/rr/add-member-service.ts";
import { createRrMembersService } from "./modules/rr/members-service.ts";
import { createRrReportService } from "./modules/rr/report-service.ts";
import { createRrPayouts } from "./modules/admin-rr/payouts-service.ts";
import { createRrTracker } from "./modules/admin-rr/tracker-service.ts";
import { auditWith } from "./modules/admin-content/audit.ts";
import { createBlogAdminService } from "./modules/admin-content/blog-admin-service.ts";
import { createBlogCategoriesService } from "./modules/admin-content/blog-categories-service.ts";
import { createContentImagesService } from "./modules/admin-content/images-service.ts";
import { createFaqsAdmin } from "./modules/admin-content/faqs-service.ts";
import { createLinksAdmin } from "./modules/admin-content/links-service.ts";
import { createNoticesAdmin } from "./modules/admin-content/notices-service.ts";
import { createStoriesAdmin } from "./modules/admin-content/stories-service.ts";

/**
 * The one place where services are built, each exactly once, from the app's outside services.
 * Route plugins and scheduled jobs take what they need from here.
 */
export function createServices(
  d: AppDeps,
  log: FastifyBaseLogger,
  ops: { lifecycle: Lifecycle; recorder: MetricsRecorder } = { lifecycle: createLifecycle(), recorder: noMetrics },
) {
  const { db, clock, config, storage } = d;
  const limits = config.limits;

  const health = createHealthService(db, { lifecycle: ops.lifecycle, redis: d.redis, storage });
  // Caches other instances' writes can make stale register here; writers drop them everywhere (decision 0021).
  const invalidation = createInvalidation({ db, dbKind: d.dbKind, log });
  const options = createOptionsService(db, () => clock.now().getTime());
  invalidation.register("options", options.invalidate);
  // The birth places index is built on the first lookup (50–70 ms): most instances, and most test apps, never need it.
  let placesIndex: Places | undefined;
  const places = () => (placesIndex ??= createPlaces());
  const birthCharts = createBirthCharts(places);
  const chartBackfill = createChartBackfill({ db, charts: birthCharts });
  const mediaLinks = createMediaLinks({ secret: config.secret, clock });
  const links = mediaLinks;
  const media = createMediaService({ db, storage, links });
  const storageSweep = createStorageSweep({ db, storage, clock });
  const notifier = createNotifier({ db, sms: d.sms, mail: d.mail, clock, log });
  const impressions = createImpressionCounter({ db, clock });

  const otp = createOtpService({ db, sms: d.sms, clock, secret: config.secret, perIpMax: config.otpIpLimit, recorder: ops.recorder });
  const sessions = createSessionService({ db, clock, adminIdleMinutes: config.adminIdleMinutes });
  const adminSignIn = createAdminSignIn({ db, clock, sessions, secret: config.secret });
  const adminAuth = createCurrentAdmin({ db, clock, sessions });
  const adminAccounts = createAdminAccounts({ db, clock, sessions });
  const captcha = createCaptchaService({ ...config.captcha, secret: config.secret, db });
  const users = createUserService({ db, links, clock });
  const createMember = createMemberCreator({ db, clock, storage, birthCharts });
  const register = createRegisterService({ db, clock, otp, sessions, captcha, options, createMember, birthCharts });
  const account = createAccountService({ db, clock, otp, sessions, options, users });

  const contact = createContactService({ db, clock, dailyLimit: limits.contactViewsPerDay, links });
  const search = createSearchService({ db, clock, links });
  const details = createDetailService({ db, clock, secret: config.secret, grants: contact, links, birthCharts });
  const memberActions = createMemberActionsService({ db, clock, links });

  const myAd = createMyAdService({ db, clock, options, links, birthCharts });
  const adPrivacy = createAdPrivacyService({ db, clock });
  const pendingEdits = createPendingEditDecision({ db, clock, birthCharts });
  const photos = createPhotosService({ db, clock, storage, links });
  const videos = createVideoService({ db, clock, storage, links });
  const photoRequests = createPhotoRequestService({ db, clock, links });
  const partner = createPartnerService({ db, clock });

  const dashboard = createDashboardService({ db, clock, partner });
  const kyc = createKycService({ db, clock, storage });
  const ytm = createYtmService({ db, clock });

  const proposals = createProposalService({
    db,
    clock,
    notifier,
    monthlyLimit: limits.proposalsPerMonth,
    publicUrl: config.publicUrl,
    links,
  });
  const points = createPointsService({
    db,
    clock,
    monthlyLimit: limits.proposalsPerMonth,
    dailyContactLimit: limits.contactViewsPerDay,
  });
  const signupBonus = createSignupBonusService({ db });
  const safety = createSafetyService({ db, clock, links });
  const matches = createMatchesService({ db, clock, cardsOf: search.cardsOf });
  const compatibility = createCompatibilityService({ db, clock });

  const adminMembers = createAdminMembersService({ db, clock, links });
  const memberStatus = createMemberStatusService({ db, clock, notifier });
  const memberDetail = createMemberDetailService({ db, clock, links });
  const memberErase = createMemberEraseService({ db, clock, storage });
  // The moderation queues, one use case each; every decision answers the queues' new counts.
  const moderation = {
    counts: () => moderationCounts(db),
    newAds: createNewAdsReview({ db, clock, links, notifier, memberStatus, reviewHours: config.newAdReviewHours }),
    edits: createEditsReview({ db, notifier, pendingEdits }),
    media: createMediaReview({ db, clock, links, notifier, photos, videos }),
    kyc: createKycReview({ db, clock, storage, notifier }),
    reports: createReportsReview({ db, clock, notifier, memberStatus }),
  };

  const plans = createPlanService(db);
  const gateway = d.payments;
  const settlement = createSettlement({ db, clock, notifier, publicUrl: config.publicUrl, recorder: ops.recorder });
  const paymentWebhooks = createWebhookService({ db, gateway, settlement, afterCommit: () => void notifier.flush() });
  const promos = createPromoService({ db, clock });
  const promoAdmin = createPromoAdmin({ db, clock });
  const payments = createPaymentService({ db, clock, gateway });
  const checkout = createCheckout({ db, clock, gateway, promos });
  const paymentVerification = createPaymentVerification({ db, clock, gateway, settlement, webhooks: paymentWebhooks });
  const receipts = createReceiptService({ db, seller: config.payments.seller });
  const reconciliation = createReconciliation({ db, clock, gateway, settlement, log });
  const refunds = createRefundService({ db, clock, gateway, settlement });
  const adminOrders = createAdminOrdersService({ db, refunds });
  const cheques = createChequeService({ db, clock, settlement, notifier, promos });
  const memberExport = createMemberExportService({ db, clock });
  const adminDashboard = createAdminDashboardService({ db, clock });
  const blog = createBlogService({ db, clock });
  const content = createContentService({ db, clock });
  const contentAudit = auditWith(clock);
  const contentImages = createContentImagesService({ db, clock, storage, audit: contentAudit });
  const blogAdmin = createBlogAdminService({ db, clock, audit: contentAudit, images: contentImages });
  const blogCategories = createBlogCategoriesService({ db, audit: contentAudit });
  // Success stories, news/notices, business links and FAQ: the admin's lists, one use case each.
  const siteContent = {
    stories: createStoriesAdmin({ db, clock, audit: contentAudit, images: contentImages }),
    notices: createNoticesAdmin({ db, clock, audit: contentAudit }),
    links: createLinksAdmin({ db, clock, audit: contentAudit }),
    faqs: createFaqsAdmin({ db, clock, audit: contentAudit }),
  };
  const newsletter = createNewsletterService(db);
  const circulationEmails = createCirculationEmails({ db, secret: config.secret, publicUrl: config.publicUrl });

  const rrAccounts = createRrAccountService({
    db,
    clock,
    sessions,
    commissionPercent: config.rrCommissionPercent,
    publicUrl: config.publicUrl,
  });
  const rrMembers = createRrMembersService({ db, clock, links });
  const rrReports = createRrReportService({ db });
  const rrAddMember = createRrAddMemberService({
    db,
    clock,
    otp,
    notifier,
    options,
    publicUrl: config.publicUrl,
    createMember,
    birthCharts,
  });
  const adminRr = { tracker: createRrTracker({ db, clock }), payouts: createRrPayouts({ db, clock }) };
  const catalogue = createCatalogueService({ db });
  const catalogueChanges = createCatalogueChanges({ db, clock, options, invalidation });
  const planAdmin = createPlanAdminService({ db, clock });

  return {
    invalidation,
    places,
    birthCharts,
    chartBackfill,
    health,
    options,
    catalogue,
    catalogueChanges,
    planAdmin,
    mediaLinks,
    media,
    storageSweep,
    notifier,
    impressions,
    otp,
    sessions,
    adminSignIn,
    adminAuth,
    adminAccounts,
    captcha,
    users,
    register,
    account,
    contact,
    search,
    details,
    memberActions,
    myAd,
    adPrivacy,
    pendingEdits,
    photos,
    videos,
    photoRequests,
    partner,
    dashboard,
    kyc,
    ytm,
    proposals,
    points,
    signupBonus,
    safety,
    matches,
    compatibility,
    adminMembers,
    memberStatus,
    memberDetail,
    memberErase,
    moderation,
    plans,
    payments,
    checkout,
    paymentVerification,
    receipts,
    paymentWebhooks,
    reconciliation,
    refunds,
    promos,
    promoAdmin,
    adminOrders,
    cheques,
    memberExport,
    adminDashboard,
    blog,
    content,
    contentImages,
    blogAdmin,
    blogCategories,
    siteContent,
    newsletter,
    circulationEmails,
    rrAccounts,
    rrMembers,
    rrReports,
    rrAddMember,
    adminRr,
  };
}
export type Services = ReturnType<typeof createServices>;
