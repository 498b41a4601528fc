import { NETWORK_DESCRIPTORS, NETWORK_NAMES, type ConnectBody, type ConnectForm, type Network } from '@publia/shared';
import { AppError, badRequest } from '../../http/app-error.ts';

export interface ChosenForm {
  id: string;
  form: ConnectForm;
  /** Every field of the form, trimmed (a secret is kept as typed). */
  fields: Record<string, string>;
}

/**
 * The connect form a request fills in, checked against the network's descriptor: a network without
 * forms takes none (null), a network with forms needs one of its own, with every field given and
 * within its length. Fields the form does not have are dropped.
 */
export function chosenForm(
  platform: Network,
  body: Pick<ConnectBody, 'form' | 'fields'>,
  forms: Readonly<Record<string, ConnectForm>> | undefined = NETWORK_DESCRIPTORS[platform].connectForms,
): ChosenForm | null {
  if (!forms) {
    if (body.form !== undefined || body.fields !== undefined) throw badRequest('accounts.connectFormUnknown');
    return null;
  }
  if (body.form === undefined) throw new AppError(400, 'accounts.connectFormRequired', { platform: NETWORK_NAMES[platform] });
  const form = Object.hasOwn(forms, body.form) ? forms[body.form] : undefined;
  if (!form) throw new AppError(400, 'accounts.connectFormUnknown', {}, 'form');
  const fields: Record<string, string> = {};
  for (const field of form.fields) {
    const typed = body.fields?.[field.name] ?? '';
    const value = field.kind === 'secret' ? typed : typed.trim();
    if (!value.trim()) throw new AppError(400, 'accounts.connectFieldMissing', {}, field.name);
    if (value.length > field.maxLength) throw new AppError(400, 'accounts.connectFieldTooLong', { max: field.maxLength }, field.name);
    fields[field.name] = value;
  }
  return { id: body.form, form, fields };
}
