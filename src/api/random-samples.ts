/**
 * The endpoints that answer a random sample of a list (spec section 7: a state's or a city's doctors, hospitals,
 * pharmacies…), each with the list it draws from and the parameters the two share. The crawl keeps last night's
 * sample while it still holds (src/snapshot/samples.ts): a new draw every night would change every page showing one.
 */
import type { GetEndpointName } from './endpoints.ts';

export interface SampleSource {
  /** The list endpoint whose items the sample is drawn from. */
  readonly list: GetEndpointName;
  /** The sample's parameters, the first of the list's: the lists with these values hold every item it may draw. */
  readonly scope: readonly string[];
}

export const RANDOM_SAMPLES: Readonly<Partial<Record<GetEndpointName, SampleSource>>> = {
  GetRandomDoctorsByState: { list: 'GetDoctorBySpecialtyData', scope: ['state'] },
  GetRandomDoctorsByCity: { list: 'GetDoctorBySpecialtyData', scope: ['state', 'city'] },
  GetRandomHospitalsByState: { list: 'GetHospitals', scope: ['state'] },
  GetRandomHospitalsByStateAndCity: { list: 'GetHospitals', scope: ['state', 'city'] },
  GetRandomPharmacyByState: { list: 'GetPharmacy', scope: ['state'] },
  GetRandomUrgentCareByState: { list: 'GetUrgentCare', scope: ['state'] },
  GetRandomGroupPracticeByState: { list: 'GetGroupPractice', scope: ['state'] },
};
