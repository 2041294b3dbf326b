import { describe, expect, it } from 'vitest';
import { withoutStageDirections } from './stage-directions.ts';

describe('withoutStageDirections', () => {
  it('leaves out directions to the presenter and lines left for the presenter to fill in', () => {
    const notes = [
      'Good morning good afternoon good evening',
      'Depending on where in the world you might be my name is ..',
      'I’m a ..',
      '[click]',
      'As we go through this if you have questions feel free to ask them.',
    ].join('\n');
    expect(withoutStageDirections(notes)).toBe('Good morning good afternoon good evening\nAs we go through this if you have questions feel free to ask them.');
  });

  it('keeps a line that ends on an ellipsis after a whole thought', () => {
    expect(withoutStageDirections('And then we wait…')).toBe('And then we wait…');
  });
});
