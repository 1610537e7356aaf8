import { describe, expect, it } from 'vitest';
import { compareRanked, doctorRanking, hospitalRanking, ranked, type Rankable } from '../../../src/lib/ranking.ts';

// Issue 46, item 2: every list titled Best opens highest rated first; the tie-break stated there is rating desc, then
// (the data has no number of reviews) name, then uid; a listing without a rating after those with one.
describe('ranked', () => {
  const listing = (name: string, rating: string, uid: string): Rankable => ({ name, rating, uid });

  it('puts the highest rated first, whatever the order it came in', () => {
    const items = [listing('Ann', '50', '1'), listing('Bob', '87', '2'), listing('Cy', '66', '3')];
    expect(ranked(items, (item) => item).map(({ name }) => name)).toEqual(['Bob', 'Cy', 'Ann']);
  });

  it('breaks a tie of ratings by name (case and accents aside, numbers by value), then by uid', () => {
    const items = [
      listing('zoë Park', '92 ratings', '9'),
      listing('Ann Lee', '92 ratings', '7'),
      listing('Ann Lee', '92 ratings', '3'),
      listing('Clinic 10', '92 ratings', '4'),
      listing('Clinic 9', '92 ratings', '5'),
      listing('Zoe Abel', '92 ratings', '6'),
    ];
    expect(ranked(items, (item) => item).map(({ name, uid }) => `${name} ${uid}`)).toEqual([
      'Ann Lee 3',
      'Ann Lee 7',
      'Clinic 9 5',
      'Clinic 10 4',
      'Zoe Abel 6',
      'zoë Park 9',
    ]);
  });

  it('puts a listing without a usable rating after every rated one, even one rated 0', () => {
    const items = [listing('Ann', '', '1'), listing('Bob', 'N/A', '2'), listing('Cy', '0', '3'), listing('Di', '55 ratings', '4')];
    expect(ranked(items, (item) => item).map(({ name }) => name)).toEqual(['Di', 'Cy', 'Ann', 'Bob']);
  });

  it('reads the API spellings of a rating alike (text with ratings, a percent, a bare number)', () => {
    expect(compareRanked(listing('A', '87 ratings', '1'), listing('A', '87%', '1'))).toBe(0);
    expect(compareRanked(listing('A', '87', '1'), listing('B', '86.5', '2'))).toBeLessThan(0);
  });

  it('gives the same order whatever order the API sent', () => {
    const items = [listing('Bo', '70', '2'), listing('Al', '90', '1'), listing('Al', '90', '0'), listing('Cy', '', '3')];
    const once = ranked(items, (item) => item);
    expect(ranked([...items].reverse(), (item) => item)).toEqual(once);
  });

  it('leaves the list it was given as it was', () => {
    const items = [listing('Bo', '70', '2'), listing('Al', '90', '1')];
    ranked(items, (item) => item);
    expect(items.map(({ name }) => name)).toEqual(['Bo', 'Al']);
  });

  it('reads doctors and hospitals by their own field names', () => {
    expect(doctorRanking({ doctorName: 'Amy', rating: '90 ratings', uid: 'u1' })).toEqual({ name: 'Amy', rating: '90 ratings', uid: 'u1' });
    expect(hospitalRanking({ hospitalName: 'Mercy', rating: '87', uid: 'h1' })).toEqual({ name: 'Mercy', rating: '87', uid: 'h1' });
  });
});
