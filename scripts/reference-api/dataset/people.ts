/** Names and street addresses of real-world shape: common US names and street names, faker for numbers and phones. */
import type { Faker } from '@faker-js/faker';
import { femaleFirstNames, maleFirstNames, streetNames, streetSuffixes, suiteLabels, surnames } from './people-lists.ts';
import type { Random } from './random.ts';

export interface PeopleMaker {
  firstName(gender: 'Female' | 'Male'): string;
  lastName(): string;
  /** '1234 Oak Ave' */
  street(): string;
  /** '1234 Oak Ave', sometimes with 'Suite 210' */
  streetAddress(): string;
  phone(): string;
}

export function createPeopleMaker(faker: Faker, random: Random): PeopleMaker {
  // Frequent names first in the lists: a gentle skew towards the top ranks, as in real populations.
  const skewedPick = (items: readonly string[]): string => items[Math.floor(random.next() ** 1.6 * items.length)] ?? items[0]!;
  const street = (): string => `${random.pick(streetNames)} ${random.pick(streetSuffixes)}`;
  return {
    firstName: (gender) => skewedPick(gender === 'Female' ? femaleFirstNames : maleFirstNames),
    lastName: () => skewedPick(surnames),
    street,
    streetAddress() {
      const number = random.int(1, random.chance(0.7) ? 9999 : 29999);
      const label = random.pick(suiteLabels);
      const unit = label === 'Floor' ? random.int(2, 14) : random.int(1, 9) * 100 + random.int(0, 40);
      const suite = random.chance(0.4) ? ` ${label} ${unit}` : '';
      return `${number} ${street()}${suite}`;
    },
    phone: () => faker.phone.number({ style: 'national' }),
  };
}
