/**
 * Realistic, unique identifiers without hyphens (the uid is the last hyphen-separated piece of a URL slug):
 * NPI-style numbers for doctors and provider organisations, NCPDP-style for pharmacies, CCN-style for hospitals.
 * Each is a bijective scramble of a counter, so they look random but never collide.
 */

// 10-digit NPIs carry a Luhn check digit computed over the prefix 80840 and the first nine digits.
function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

const NPI_RANGE = 200_000_000; // first digit 1 or 2
const NPI_STEP = 7_919_993; // coprime with the range, so index → number is one-to-one

/** The NPI of the n-th provider (n < 200,000,000). */
export function toNpi(index: number): string {
  const base = String(100_000_000 + ((index * NPI_STEP + 12_345_677) % NPI_RANGE));
  return `${base}${luhnCheckDigit(`80840${base}`)}`;
}

/** A 7-digit NCPDP-style pharmacy number for the n-th pharmacy (n < 9,000,000). */
export function toPharmacyId(index: number): string {
  return String(1_000_000 + ((index * 1_234_577 + 424_242) % 9_000_000));
}

/** A 6-digit CCN-style hospital number: the state's two-digit number and a 4-digit sequence. */
export function toHospitalCcn(stateNumber: number, sequence: number): string {
  return `${String(stateNumber).padStart(2, '0')}${String(sequence).padStart(4, '0')}`;
}
