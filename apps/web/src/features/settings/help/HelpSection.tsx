import { ContactSupportForm } from './ContactSupportForm.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { HelpResources } from './HelpResources.tsx';
import { OperatorOutbox } from './OperatorOutbox.tsx';
import { ReceivedFeedback } from './ReceivedFeedback.tsx';

/** Paramètres → Aide: where to read, whom to write to and when they answer, what to tell us. */
export function HelpSection() {
  return (
    <div className="flex flex-col gap-6" data-testid="help-section">
      <HelpResources />
      <ContactSupportForm />
      <FeedbackForm />
      <ReceivedFeedback />
      <OperatorOutbox />
    </div>
  );
}
