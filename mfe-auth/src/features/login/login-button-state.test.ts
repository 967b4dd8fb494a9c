import en from '../../locales/en.json';
import { loginButtonState } from './login-button-state';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

describe('loginButtonState', () => {
  it('asks to connect when no wallet is connected, signed in or not', () => {
    expect(loginButtonState({})).toBe('connect');
    expect(loginButtonState({ connectedAddress: null, sessionAddress: ALICE })).toBe('connect');
  });

  it('asks to sign when connected without a session', () => {
    expect(loginButtonState({ connectedAddress: ALICE, sessionAddress: null })).toBe('sign');
  });

  it('asks to sign when the connected wallet is not the signed-in one', () => {
    expect(loginButtonState({ connectedAddress: BOB, sessionAddress: ALICE })).toBe('sign');
  });

  it('is logged when the connected wallet is the signed-in one, whatever the letter case', () => {
    expect(loginButtonState({ connectedAddress: ALICE, sessionAddress: ALICE.toLowerCase() })).toBe('logged');
  });

  it('asks to sign when the connected wallet is another wallet linked to the signed-in user', () => {
    // Signing with it signs in as the same user with that wallet (the one signed in with can then be removed).
    expect(loginButtonState({ connectedAddress: BOB, sessionAddress: ALICE })).toBe('sign');
    expect(loginButtonState({ connectedAddress: BOB, sessionAddress: BOB.toLowerCase() })).toBe('logged');
  });

  it('reads as the seed words it', () => {
    expect(en.login).toMatchObject({ connect: 'Login', sign: 'sign message', logged: 'Logged' });
  });
});
