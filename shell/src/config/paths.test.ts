import { routesMissingFromSitePages } from '@emind/domain';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe("this app's routes", () => {
  it("are all among the site's pages, which the gateway answers with 200 (any other address with 404)", () => {
    expect(routesMissingFromSitePages(paths)).toEqual([]);
  });
});
