import {
  ZMemberConsentRequest,
  ZMemberConsentResendRequest,
  ZMemberConsentResendResponse,
  ZMemberConsentResponse,
  ZReferCodeCheckResponse,
  ZReferCodeParams,
  ZReferCodeResponse,
  ZRrAddMemberRequest,
  ZRrAddMemberResponse,
  ZRrHistoryResponse,
  ZRrLoginRequest,
  ZRrLoginResponse,
  ZRrLogoutResponse,
  ZRrMeResponse,
  ZRrPageQuery,
  ZRrPaymentsResponse,
  ZRrReferredMembersResponse,
  ZRrRegisterRequest,
  ZRrRegisterResponse,
  ZRrReportResponse,
} from "@app/contract";
import type { AppInstance } from "../../http/types.ts";
import { requirePrincipal, rrOnly, rrSignedIn } from "../../http/auth.ts";
import { indiaToday } from "../../lib/clock.ts";
import { addMemberForm } from "./add-member-form.ts";
import { referLink } from "./presenter.ts";

const tags = ["rr"];
const security = [{ bearer: [] }];

/** The RR portal: accounts, referral code, referred members, Add Member, payments, commission report, history. */
export async function rrRoutes(app: AppInstance) {
  const { rrAccounts, rrMembers, rrReports, rrAddMember } = app.services;
  const { config } = app.deps;
  const signInLimit = { rateLimit: { max: config.otpRatePerMinute * 3, timeWindow: "1 minute" } };
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({
    ip: req.ip,
    userAgent: String(req.headers["user-agent"] ?? ""),
  });
  const rrId = (req: Parameters<typeof requirePrincipal>[0]) => requirePrincipal(req, "rr").id;

  app.post(
    "/api/rr/register",
    { config: signInLimit, schema: { tags, body: ZRrRegisterRequest, response: { 201: ZRrRegisterResponse } } },
    async (req, reply) => {
      const rrUser = await rrAccounts.register(req.body, meta(req));
      reply.status(201);
      return { success: true as const, message: "Registration successful! Please login with your credentials.", data: { rrUser } };
    },
  );

  app.post(
    "/api/rr/login",
    { config: signInLimit, schema: { tags, body: ZRrLoginRequest, response: { 200: ZRrLoginResponse } } },
    async (req) => ({
      success: true as const,
      message: "Login successful",
      data: await rrAccounts.login(req.body.email, req.body.password, meta(req)),
    }),
  );

  app.post("/api/rr/logout", { schema: { tags, security, response: { 200: ZRrLogoutResponse } } }, async (req) => {
    if (req.principal?.type === "rr") await app.services.sessions.revoke(req.principal.sessionId);
    return { success: true as const, message: "Logged out", data: { loggedOut: true as const } };
  });

  app.get("/api/rr/me", { ...rrSignedIn, schema: { tags, security, response: { 200: ZRrMeResponse } } }, async (req) => ({
    success: true as const,
    data: { rrUser: await rrAccounts.me(rrId(req)) },
  }));

  app.post(
    "/api/rr/generate-referral-code",
    { ...rrOnly, schema: { tags, security, response: { 200: ZReferCodeResponse } } },
    async (req) => {
      const referCode = await rrAccounts.generateReferCode(rrId(req));
      return {
        success: true as const,
        message: "Referral code generated successfully",
        data: { referCode, referLink: referLink(config.publicUrl, referCode) },
      };
    },
  );

  app.get(
    "/api/rr/referral-codes/:code",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: { tags, params: ZReferCodeParams, response: { 200: ZReferCodeCheckResponse } },
    },
    async (req) => ({
      success: true as const,
      data: { valid: await rrAccounts.isActiveCode(req.params.code), referCode: req.params.code.toUpperCase() },
    }),
  );

  app.get(
    "/api/rr/referred-members",
    { ...rrOnly, schema: { tags, security, querystring: ZRrPageQuery, response: { 200: ZRrReferredMembersResponse } } },
    async (req) => ({ success: true as const, message: "Referred members", data: await rrMembers.list(rrId(req), req.query) }),
  );

  app.get(
    "/api/rr/payments",
    { ...rrOnly, schema: { tags, security, querystring: ZRrPageQuery, response: { 200: ZRrPaymentsResponse } } },
    async (req) => ({ success: true as const, data: await rrReports.payments(rrId(req), req.query) }),
  );

  app.get("/api/rr/commission-report", { ...rrOnly, schema: { tags, security, response: { 200: ZRrReportResponse } } }, async (req) => ({
    success: true as const,
    data: await rrReports.report(rrId(req)),
  }));

  app.get("/api/rr/commission-report.csv", { ...rrOnly, schema: { tags, security, produces: ["text/csv"] } }, async (req, reply) => {
    const csv = await rrReports.reportCsv(rrId(req));
    reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="commission-report-${indiaToday(app.deps.clock.now())}.csv"`);
    return csv;
  });

  app.get("/api/rr/history", { ...rrOnly, schema: { tags, security, response: { 200: ZRrHistoryResponse } } }, async (req) => ({
    success: true as const,
    data: await rrReports.history(rrId(req)),
  }));

  const form = addMemberForm();
  app.post(
    "/api/rr/members",
    {
      config: signInLimit,
      preValidation: [rrOnly.preValidation, form.read],
      schema: {
        tags,
        security,
        consumes: ["multipart/form-data", "application/json"],
        body: ZRrAddMemberRequest,
        response: { 201: ZRrAddMemberResponse },
      },
    },
    async (req, reply) => {
      const data = await rrAddMember.add(rrId(req), req.body, form.photo(req), req.ip);
      reply.status(201);
      return {
        success: true as const,
        message: "Member registered. The member must confirm the ad with the OTP sent to their phone before it goes live.",
        data,
      };
    },
  );

  app.post(
    "/api/rr/member-consent",
    { config: signInLimit, schema: { tags, body: ZMemberConsentRequest, response: { 200: ZMemberConsentResponse } } },
    async (req) => ({
      success: true as const,
      message: "Thank you. Your ad is now live.",
      data: await rrAddMember.confirm(req.body.phone, req.body.otp),
    }),
  );

  app.post(
    "/api/rr/member-consent/resend",
    {
      config: { rateLimit: { max: config.otpRatePerMinute, timeWindow: "1 minute" } },
      schema: { tags, body: ZMemberConsentResendRequest, response: { 200: ZMemberConsentResendResponse } },
    },
    async (req) => ({ success: true as const, message: "OTP sent successfully", data: await rrAddMember.resend(req.body.phone, req.ip) }),
  );
}
