import { z } from 'zod';
import { apiInteger, apiId, apiKey, apiText } from './common.ts';

/** A doctor in a list (spec section 3). `rating` is text containing 'ratings', shown with '%'. */
export const DoctorSummarySchema = z.object({
  state: apiText,
  city: apiText,
  specialtyName: apiText,
  doctorName: apiKey,
  uid: apiId,
  docImage: apiText,
  gender: apiText,
  rating: apiText,
  address: apiText,
});
export type DoctorSummary = z.infer<typeof DoctorSummarySchema>;

/** A doctor's detail record (spec section 3); education, otherSpecialties and comments are '//'-separated lists. */
export const DoctorDetailSchema = z.object({
  /** Not in the spec: kept when the API sends it, so a detail answering another uid can be told (src/crawl/store-worker.ts). */
  uid: z.string().optional(),
  doctorName: apiKey,
  specialtyName: apiText,
  doctorSpecialty: apiText,
  gender: apiText,
  age: apiInteger,
  rating: apiText,
  city: apiText,
  stateID: apiText,
  docImage: apiText,
  address: apiText,
  address1: apiText,
  address2: apiText,
  address3: apiText,
  phoneNumber: apiText,
  phoneNumber1: apiText,
  phoneNumber2: apiText,
  phoneNumber3: apiText,
  fax1: apiText,
  fax2: apiText,
  fax3: apiText,
  mapDirection: apiText,
  mapDirection1: apiText,
  mapDirection2: apiText,
  mapDirection3: apiText,
  groupPractice1: apiText,
  groupPractice2: apiText,
  groupPractice3: apiText,
  education: apiText,
  otherSpecialties: apiText,
  comments: apiText,
  affiliatedHospital1: apiText,
  affiliatedHospital2: apiText,
  affiliatedHospital3: apiText,
  affiliatedHospital4: apiText,
  affiliatedHospital5: apiText,
});
export type DoctorDetail = z.infer<typeof DoctorDetailSchema>;

/** A doctor of a hospital (spec section 3: hospital doctor item). */
export const HospitalDoctorSchema = z.object({
  doctorName: apiKey,
  specialtyName: apiText,
  uid: apiId,
  docImage: apiText,
  rating: apiText,
});
export type HospitalDoctor = z.infer<typeof HospitalDoctorSchema>;

/** A doctor of a group practice (spec section 3: group practice doctor). */
export const GroupPracticeDoctorSchema = z.object({
  uid: apiId,
  doctorName: apiKey,
  specialtyName: apiText,
  specialty: apiText,
  docImage: apiText,
  rating: apiText,
});
export type GroupPracticeDoctor = z.infer<typeof GroupPracticeDoctorSchema>;
