import type { SandboxSetup } from '../kit/context.ts';

/**
 * What the payment sandbox needs from Publia: the sandboxes' database, public address, logger,
 * clock and controls switch, plus where Stripe would send its webhook events and how to reach it.
 */
export interface PaymentSandboxSetup extends Pick<SandboxSetup, 'db' | 'publicUrl' | 'logger' | 'clock' | 'controls' | 'sameOrigin'> {
  /** Publia's webhook endpoint (`${publicUrl}/api/billing/webhook`). */
  webhookUrl: string;
  /** The only secret key its API takes, as a Stripe account takes only its own. */
  secretKey: string;
  /** The secret events are signed with (`Stripe-Signature`), as Stripe signs with the endpoint's. */
  webhookSecret: string;
  /** VAT included in the prices, in percent: the share of each invoice's total that is tax. */
  vatRatePercent: number;
  /** How the webhook is reached: the app's in-process fetch, or the real one. */
  deliver: typeof fetch;
}

/** The setup, plus what the sandbox builds once per app: its time and its deliveries. */
export interface PaymentSandbox extends PaymentSandboxSetup {
  /** The sandbox's now in milliseconds: the later of the clock and the instant `_advance` moved to. */
  now(): Promise<number>;
  /** Sends the events not delivered yet, oldest first; answers how many went and how many failed. */
  deliverPending(): Promise<DeliveryCount>;
}

export interface DeliveryCount {
  delivered: number;
  failed: number;
}

/** Stripe's instants are whole seconds. */
export const seconds = (ms: number): number => Math.floor(ms / 1000);
