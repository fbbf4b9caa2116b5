/** The parts of Edit My Ad a link can open at (`/edit-ad#<id>`): the form's sections and the photo gallery. */
export const editAdSections = {
  details: "my-details",
  birth: "birth-details",
  education: "education",
  family: "family",
  partner: "partner",
  photos: "gallery-title",
} as const;

export type EditAdSection = keyof typeof editAdSections;
