/** Published test cards of the sandbox bank (any future expiry, any 3-digit CVC, one-time code 123456). */
export type CardScenario = 'approved' | 'declined' | 'insufficientFunds' | 'threeDsFailed' | 'timeout';

export const SANDBOX_OTP = '123456';

export const TEST_CARDS: readonly { number: string; scenario: CardScenario; note: string }[] = [
  { number: '4242424242424242', scenario: 'approved', note: 'Visa: approved after the 3-D Secure code' },
  { number: '5555555555554444', scenario: 'approved', note: 'Mastercard: approved' },
  { number: '9792000000000003', scenario: 'approved', note: 'Troy, Turkish bank: approved only in TRY' },
  { number: '4000000000000002', scenario: 'declined', note: 'declined by the issuer' },
  { number: '4000000000009995', scenario: 'insufficientFunds', note: 'declined: insufficient funds' },
  { number: '4000000000003063', scenario: 'threeDsFailed', note: '3-D Secure authentication fails' },
  { number: '4000000000000119', scenario: 'timeout', note: 'the issuer does not answer in time' },
];

/** Any other valid card behaves as approved, like a permissive test acquirer. */
export function scenarioOf(cardNumber: string): CardScenario {
  return TEST_CARDS.find((c) => c.number === cardNumber)?.scenario ?? 'approved';
}
