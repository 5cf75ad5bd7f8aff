import { screen } from '@testing-library/react';
import { renderRemote } from '@dating/testing';
import { InterestChips } from '../src/member/InterestChips';

describe('interest chips on the member page', () => {
  it.each([
    ['de', ['Wandern', 'Tiere und Haustiere']],
    ['pl', ['Wędrówki', 'Zwierzęta']],
  ] as const)('name the interests in the reader’s language (%s)', async (lng, names) => {
    renderRemote(<InterestChips ids={[3, 20]} />, { lng });
    expect(await screen.findByText(names[0])).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(names);
  });
});
