/** Human names of the fields the server may report errors for (error summary). */
export const fieldLabels: Record<string, string> = {
  gender: "Gender",
  phone: "Mobile number",
  otp: "OTP",
  alternatePhone: "Alternate mobile",
  name: "Candidate's Name",
  maritalStatus: "Marital status",
  dateOfBirth: "Date of birth",
  heightInches: "Height",
  state: "State",
  religion: "Religion",
  community: "Community",
  caste: "Caste",
  motherTongue: "Mother tongue",
  profession: "Profession",
  professionDetail: "Profession detail",
  highestQualification: "Highest qualification",
  qualificationCategory: "Category",
  qualificationDegree: "Degree",
  advertiserName: "Name of advertiser",
  relationWithCandidate: "Relation with candidate",
  referCode: "Referral code",
  consent: "Terms and conditions",
  captcha: "Security check",
  photos: "Photos",
};

export const submitGateTexts = {
  consent: "Please agree to the terms and conditions",
  otpNotSent: "Please send OTP first",
  otpEmpty: "Please enter the OTP sent to your phone",
} as const;

/** Why the form cannot be submitted yet (checked in the spec's order), or null. */
export function submitGate(consent: boolean, otpSent: boolean, otp: string): string | null {
  if (!consent) return submitGateTexts.consent;
  if (!otpSent) return submitGateTexts.otpNotSent;
  if (!otp.trim()) return submitGateTexts.otpEmpty;
  return null;
}
