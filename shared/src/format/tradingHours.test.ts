import { formatTradingHours, formatTradingTime } from './tradingHours';

describe('formatTradingTime (h:mma)', () => {
  it.each([
    ['09:05', '9:05am'],
    ['9:05', '9:05am'],
    ['0905', '9:05am'],
    ['00:00', '12:00am'],
    ['00:15', '12:15am'],
    ['11:59', '11:59am'],
    ['12:00', '12:00pm'],
    ['12:30', '12:30pm'],
    ['13:00', '1:00pm'],
    ['17:30:00', '5:30pm'],
    ['23:59', '11:59pm'],
    ['24:00', '12:00am'],
  ])('%p → %p', (input, expected) => {
    expect(formatTradingTime(input)).toBe(expected);
  });

  it('accepts hours and minutes as numbers', () => {
    expect(formatTradingTime({ hours: 21, minutes: 7 })).toBe('9:07pm');
  });

  it.each(['', 'noon', '25:00', '12:60', '24:30', '9am', '1:5'])('gives "" for %p', (input) => {
    expect(formatTradingTime(input)).toBe('');
  });

  it('formats a range', () => {
    expect(formatTradingHours('09:00', '17:30')).toBe('9:00am – 5:30pm');
    expect(formatTradingHours('09:00', 'bad')).toBe('');
  });
});
