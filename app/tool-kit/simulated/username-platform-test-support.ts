/** The checks every username checker's rules must pass; called from each checker's tests with its expectations. */
import { describe, expect, it } from "vitest";
import {
  buildSuggestions,
  checkUsername,
  shapeUsername,
  validateUsername,
  type UsernamePlatform,
} from "./username-check.ts";

interface UsernamePlatformExpectations {
  /** The odds, the length, the hint and whether 'Check' is disabled while checking. */
  pinned: Pick<UsernamePlatform, "availability" | "maxLength" | "rules" | "disableWhileChecking">;
  /** What typing gives in the box: [typed, shown]. */
  shaped: readonly (readonly [string, string])[];
  accepted: readonly string[];
  refused: readonly string[];
  /** The six suggestions for a name, in order. */
  suggestions: { name: string; list: readonly string[] };
  /** Names whose suggestions must all fit the platform; `characters` matches a valid name. */
  fitting: { names: readonly string[]; characters: RegExp };
  /** 'Claim on …': a name and the address it links to. */
  claim: { name: string; url: string };
}

export function describeUsernamePlatform(platform: UsernamePlatform, expected: UsernamePlatformExpectations) {
  describe(`${platform.name}'s username rules`, () => {
    it("pins the odds, the length, the hint and the 'Check' button while checking", () => {
      expect(platform).toMatchObject(expected.pinned);
    });

    it("shapes what is typed and accepts only valid names", () => {
      for (const [typed, shown] of expected.shaped) expect(shapeUsername(platform, typed), typed).toBe(shown);
      for (const name of expected.accepted) expect(validateUsername(platform, name), name).toBeNull();
      for (const name of expected.refused) expect(validateUsername(platform, name), name).not.toBeNull();
    });

    it("gives the six suggestions in order", () => {
      expect(buildSuggestions(platform, expected.suggestions.name)).toEqual(expected.suggestions.list);
    });

    it(`keeps every suggestion distinct, valid and within ${expected.pinned.maxLength} characters`, () => {
      for (const name of expected.fitting.names) {
        const suggestions = buildSuggestions(platform, name);
        expect(suggestions).toHaveLength(6);
        expect(new Set(suggestions).size).toBe(6);
        for (const suggestion of suggestions) {
          expect(suggestion.length).toBeLessThanOrEqual(expected.pinned.maxLength);
          expect(suggestion.length).toBeGreaterThanOrEqual(3);
          expect(suggestion).toMatch(expected.fitting.characters);
        }
      }
    });

    it(`is available when the random draw is below ${expected.pinned.availability}`, () => {
      const { availability } = expected.pinned;
      expect(checkUsername(platform, "Crestline", () => availability - 0.01).available).toBe(true);
      expect(checkUsername(platform, "crestline", () => availability).available).toBe(false);
    });

    it("links 'Claim' to the platform's page", () => {
      expect(platform.claimUrl(expected.claim.name)).toBe(expected.claim.url);
    });
  });
}
