// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { recipes, slotRecipes } from './recipes.ts';

const source = readFileSync(new URL('./chakra.ts', import.meta.url), 'utf8');
const exported = [...source.matchAll(/export (?:\{ (\w+) \}|const (\w+) = lazyNamespace)/g)].map((match) => match[1] ?? match[2] ?? '');
const recipeKey = (component: string) => component.charAt(0).toLowerCase() + component.slice(1);

describe('the trimmed Chakra theme', () => {
  it('keeps the recipe of every re-exported component that Chakra styles with one', () => {
    const needed = exported.map(recipeKey).filter((key) => key in chakraRecipes || key in chakraSlotRecipes);
    const missing = needed.filter((key) => !(key in recipes) && !(key in slotRecipes));
    expect(needed.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
