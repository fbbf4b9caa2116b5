import { describe, expect, it } from "vitest";
import { loginFormSchema } from "./form-schema";

const schema = loginFormSchema({ phoneRequired: "Please enter a mobile number first", otpRequired: "Please enter the OTP" });
const messages = (v: unknown) => (schema.safeParse(v).error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("login form schema", () => {
  it("asks for the number first, then checks it with the contract's rule", () => {
    expect(messages({ step: "phone", phone: "  ", otp: "" })).toEqual([["phone", "Please enter a mobile number first"]]);
    expect(messages({ step: "phone", phone: "12345", otp: "" })).toEqual([["phone", "Please enter a valid 10-digit mobile number"]]);
    expect(schema.parse({ step: "phone", phone: " 9830012345 ", otp: "" })).toEqual({ step: "phone", phone: "9830012345", otp: "" });
  });

  it("needs the OTP only on the OTP step", () => {
    expect(messages({ step: "otp", phone: "9830012345", otp: "" })).toEqual([["otp", "Please enter the OTP"]]);
    expect(messages({ step: "otp", phone: "9830012345", otp: "123" })).toEqual([["otp", "The OTP is the 6-digit code sent to your phone"]]);
    expect(schema.parse({ step: "otp", phone: "9830012345", otp: "123456" })).toMatchObject({ otp: "123456" });
  });
});
