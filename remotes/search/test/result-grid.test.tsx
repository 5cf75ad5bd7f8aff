import { Profiler } from 'react';
import { ResultGrid } from '../src/search/ResultGrid';
import { fakeApi, profile, renderWithApp } from './helpers/render';

describe('result grid', () => {
  it('draws a page of results a few cards at a time, the first screen first, each card in a place its size', () => {
    fakeApi(() => ({}));
    const commits: Array<{ cards: number; places: number }> = [];
    const note = () => {
      const grid = document.querySelector('.search-grid')!;
      commits.push({
        cards: grid.querySelectorAll('.search-card:not(.search-card--pending)').length,
        places: grid.querySelectorAll(':scope > li').length,
      });
    };
    const profiles = Array.from({ length: 20 }, (_, i) => profile(100 + i));
    renderWithApp(
      <Profiler id="grid" onRender={note}>
        <ResultGrid profiles={profiles} isMember likedIds={null} showCity />
      </Profiler>,
    );
    expect(commits.map((c) => c.cards)).toEqual([6, 12, 18, 20]);
    // every card has its place from the first commit: nothing below the grid moves as the cards come
    expect(commits.every((c) => c.places === 20)).toBe(true);
  });
});
