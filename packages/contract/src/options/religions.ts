import type { Community, Option, Religion } from "./types.ts";

/** Registration lists use the label itself as the stored value. */
const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

const community = (label: string, castes: string[]): Community => ({
  value: label,
  label,
  castes: opts(...castes),
});

const religion = (label: string, communities: Community[]): Religion => ({
  value: label,
  label,
  communities,
});

const hindu = religion("Hindu", [
  community("Brahmin", ["Rarhi", "Barendra", "Vaidik", "Kulin", "Saptashati", "Madhyashreni", "Other"]),
  community("Kayastha", ["Dakshin Rarhi", "Uttar Rarhi", "Bangaj", "Barendra", "Kulin", "Maulik", "Other"]),
  community("Baidya", ["Rarhi", "Barendra", "Bangaj", "Other"]),
  community("Mahishya", ["Chasi Kaibarta", "Halia Das", "Other"]),
  community("Sadgop", ["Pashchimkul", "Purbakul", "Other"]),
  community("Namasudra", ["Namasudra", "Other"]),
  community("Tili", ["Tili", "Other"]),
  community("Teli", ["Teli", "Sahu", "Other"]),
  community("Kshatriya", ["Barga Kshatriya", "Ugra Kshatriya", "Kshatriya", "Other"]),
  community("Rajput", ["Chauhan", "Rathore", "Sisodia", "Parmar", "Other"]),
  community("Vaishya", ["Agarwal", "Maheshwari", "Oswal", "Gupta", "Other"]),
  community("Gandhabanik", ["Gandhabanik", "Other"]),
  community("Subarnabanik", ["Subarnabanik", "Other"]),
  community("Sahabanik", ["Saha", "Other"]),
  community("Tantubay", ["Tanti", "Basak", "Other"]),
  community("Karmakar", ["Karmakar", "Kamar", "Other"]),
  community("Kumbhakar", ["Kumbhakar", "Kumar", "Pal", "Other"]),
  community("Swarnakar", ["Swarnakar", "Sonar", "Other"]),
  community("Napit", ["Napit", "Nai", "Other"]),
  community("Goala / Yadav", ["Goala", "Ghosh", "Yadav", "Other"]),
  community("Modak", ["Modak", "Moira", "Other"]),
  community("Barujibi", ["Barui", "Other"]),
  community("Kaibarta", ["Jele Kaibarta", "Other"]),
  community("Rajbanshi", ["Rajbanshi", "Koch", "Other"]),
  community("Poundra", ["Poundra Kshatriya", "Other"]),
  community("Bagdi", ["Bagdi", "Other"]),
  community("Maratha", ["Maratha", "Kunbi", "Other"]),
  community("Jat", ["Jat", "Other"]),
  community("Nair", ["Nair", "Menon", "Other"]),
  community("Reddy", ["Reddy", "Other"]),
  community("Scheduled Caste", ["Scheduled Caste", "Other"]),
  community("Scheduled Tribe", ["Santhal", "Munda", "Oraon", "Bhumij", "Other"]),
  community("Other", ["Other"]),
]);

const muslim = religion("Muslim", [
  community("Sunni", ["Sheikh", "Syed", "Pathan", "Mughal", "Ansari", "Qureshi", "Other"]),
  community("Shia", ["Syed", "Sheikh", "Mughal", "Other"]),
  community("Other", ["Other"]),
]);

const christian = religion("Christian", [
  community("Catholic", ["Roman Catholic", "Syro-Malabar", "Latin Catholic", "Other"]),
  community("Protestant", ["Baptist", "Church of North India", "Church of South India", "Methodist", "Pentecostal", "Lutheran", "Other"]),
  community("Orthodox", ["Malankara Orthodox", "Jacobite", "Other"]),
  community("Other", ["Other"]),
]);

const buddhism = religion("Buddhism", [
  community("Theravada", ["Barua", "Chakma", "Marma", "Other"]),
  community("Mahayana", ["Bhutia", "Lepcha", "Sherpa", "Tamang", "Other"]),
  community("Other", ["Other"]),
]);

const other = religion("Other", [
  community("Sikh", ["Jat Sikh", "Khatri", "Arora", "Ramgarhia", "Other"]),
  community("Jain", ["Digambar", "Shwetambar", "Other"]),
  community("Parsi", ["Parsi", "Irani", "Other"]),
  community("Other", ["Other"]),
]);

export const religions: Religion[] = [hindu, muslim, christian, buddhism, other];
