import { z } from "zod";
import { ZRrAddMemberRequest, ZRrLoginRequest, ZRrRegisterRequest } from "@app/contract";

/** The forms take the contract's request schemas (the spec's messages). */
export const rrLoginFormSchema = ZRrLoginRequest;
export type RrLoginValues = z.input<typeof rrLoginFormSchema>;

export const rrRegisterFormSchema = ZRrRegisterRequest.omit({ commission: true });
export type RrRegisterInput = z.input<typeof rrRegisterFormSchema>;
export type RrRegisterValues = z.output<typeof rrRegisterFormSchema>;

export const rrAddMemberFormSchema = ZRrAddMemberRequest;
export type RrAddMemberInput = z.input<typeof rrAddMemberFormSchema>;
export type RrAddMemberValues = z.output<typeof rrAddMemberFormSchema>;
