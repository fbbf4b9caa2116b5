/**
 * The contract schemas that check the answers of the calls a first page makes (`contractSchema`),
 * loaded on first use by the contract module that builds them (answer-schemas/…), so a page builds
 * only the schemas of the modules its calls need: building every schema of the contract costs a
 * phone a long task. zod is set up first, and each module is built after the one before, in a task
 * of its own.
 */
const modules = {
  profiles: () => import("./answer-schemas/profiles"),
  profileActions: () => import("./answer-schemas/profile-actions"),
  content: () => import("./answer-schemas/content"),
  auth: () => import("./answer-schemas/auth"),
  proposals: () => import("./answer-schemas/proposals"),
  misc: () => import("./answer-schemas/misc"),
  rr: () => import("./answer-schemas/rr"),
};
type Module = keyof typeof modules;
type Schemas<M extends Module> = Awaited<ReturnType<(typeof modules)[M]>>;
export type AnswerSchemas = Schemas<"profiles"> &
  Schemas<"profileActions"> &
  Schemas<"content"> &
  Schemas<"auth"> &
  Schemas<"proposals"> &
  Schemas<"misc"> &
  Schemas<"rr">;

/** The module that exports schema K (the table below must name it, or it does not compile). */
type ModuleOf<K> = { [M in Module]: K extends keyof Schemas<M> ? M : never }[Module];

/** Where each schema is built. */
export const answerModule: { [K in keyof AnswerSchemas]: ModuleOf<K> } = {
  ZAdProfilesData: "profiles",
  ZFavourite: "profileActions",
  ZProfileDetail: "profiles",
  ZProfileView: "profileActions",
  ZYtmRequest: "profileActions",
  ZBusinessLinks: "content",
  ZNotices: "content",
  ZSuccessStories: "content",
  ZCaptchaConfig: "auth",
  ZLogoutData: "auth",
  ZMemberUserData: "auth",
  ZOtpSent: "auth",
  ZSession: "auth",
  ZContactViewData: "proposals",
  ZPointsData: "proposals",
  ZOptionsData: "misc",
  ZPlans: "misc",
  ZReferCodeCheckData: "rr",
};

const nextTask = () => new Promise((resolve) => setTimeout(resolve));
let turn: Promise<unknown> | undefined;
const loading = new Map<Module, Promise<Partial<AnswerSchemas>>>();

/** One module's schemas, loaded after those asked for before it (a failed load is tried again next time). */
function loadModule(name: Module): Promise<Partial<AnswerSchemas>> {
  let schemas = loading.get(name);
  if (!schemas) {
    const load: () => Promise<Partial<AnswerSchemas>> = modules[name];
    schemas = (turn ?? import("./answer-schemas/base")).then(nextTask).then(load);
    loading.set(name, schemas);
    turn = schemas.catch(() => loading.delete(name));
  }
  return schemas;
}

/** The contract schema of this name. */
export const answerSchema = <K extends keyof AnswerSchemas>(name: K): Promise<AnswerSchemas[K]> =>
  loadModule(answerModule[name]).then((schemas) => schemas[name] as AnswerSchemas[K]);
