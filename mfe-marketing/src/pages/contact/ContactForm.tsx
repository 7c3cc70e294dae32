// 'Request Information or Demo' (spec sections 2, 3, 4 and 5): validated in the browser with the API's
// own schema, stored through POST /api/contact-requests; a failure keeps what the user typed.
import { css } from '@emotion/react';
import {
  assetRangeLabels,
  assetRanges,
  brand,
  contactRequestSchema,
  inquiryTypeLabels,
  inquiryTypes,
  type ContactRequest,
  type ContactRequestInput,
} from '@heirloom/contracts';
import { takeOverEarlyForm, toast } from '@heirloom/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, mq, t } from '@heirloom/ui/base';
import {
  applyApiErrors,
  FormInput,
  FormProvider,
  FormSelect,
  FormTextarea,
  formGrid,
  useSchemaForm,
  type FormSchema,
} from '@heirloom/ui/forms';
import { Send } from 'lucide-react';
import { useContactRequest } from './use-contact-request';

/** What the inputs hold: strings, '' for a choice not made yet; the schema turns them into a request. */
type ContactValues = Record<keyof ContactRequestInput, string>;
const contactSchema = contactRequestSchema as unknown as FormSchema<ContactValues, ContactRequest>;

const emptyRequest: ContactValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: '',
  assetsUnderManagement: '',
  message: '',
};
const fields = Object.keys(emptyRequest);

const inquiryOptions = [
  { value: '', label: 'Select inquiry type' },
  ...inquiryTypes.map((type) => ({ value: type, label: inquiryTypeLabels[type] })),
];
const assetOptions = [
  { value: '', label: 'Select range (optional)' },
  ...assetRanges.map((range) => ({ value: range, label: assetRangeLabels[range] })),
];

const actions = css({ marginTop: t.space[6], [mq.mobile]: { '& > button': { width: '100%' } } });
const consent = css({ marginTop: t.space[4], fontSize: t.text.xs, color: t.color.mutedFg, lineHeight: 1.6 });

export function ContactForm({ headingId }: { headingId: string }) {
  const send = useContactRequest();
  const form = useSchemaForm(contactSchema, emptyRequest);

  const onSubmit = form.handleSubmit(async (request) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(request);
      toast({
        title: 'Request Submitted!',
        description: `Thank you for your interest. ${brand.founder.name} will contact you within 24 hours at ${brand.founder.email}`,
      });
      form.reset();
    } catch (error) {
      const description = applyApiErrors(form, error, fields, {
        placedMessage: 'Please check the highlighted fields and try again.',
        failedMessage: 'Something went wrong. Please try again.',
      });
      toast({ title: 'Error', description: description ?? undefined, variant: 'destructive' });
    }
  });

  return (
    <Card>
      <CardHeader>
        <h2 id={headingId} css={{ fontSize: t.text.xl, fontWeight: 650 }}>
          Tell us about your family
        </h2>
        <CardDescription>Required fields are marked with an asterisk (*).</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          ref={takeOverEarlyForm}
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={headingId}
          data-testid="contact-form"
        >
          <FormProvider {...form}>
            <div css={formGrid}>
              <FormInput<ContactValues>
                name="firstName"
                label="First Name"
                autoComplete="given-name"
                required
              />
              <FormInput<ContactValues>
                name="lastName"
                label="Last Name"
                autoComplete="family-name"
                required
              />
              <FormInput<ContactValues>
                name="email"
                label="Email"
                type="email"
                autoComplete="email"
                required
              />
              <FormInput<ContactValues> name="phone" label="Phone" type="tel" autoComplete="tel" />
              <FormInput<ContactValues>
                name="company"
                label="Company / Family Office"
                autoComplete="organization"
                wide
              />
              <FormSelect<ContactValues>
                name="inquiryType"
                label="Type of Inquiry"
                options={inquiryOptions}
                required
              />
              <FormSelect<ContactValues>
                name="assetsUnderManagement"
                label="Assets Under Management"
                options={assetOptions}
              />
              <FormTextarea<ContactValues>
                name="message"
                label="Message"
                rows={5}
                required
                placeholder="What would you like to know, or when would suit you for a demo?"
              />
            </div>
          </FormProvider>
          <div css={actions}>
            <Button type="submit" size="lg" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? 'Submitting...' : 'Submit Request'}
            </Button>
            <p css={consent}>
              By submitting this form, you agree to be contacted by {brand.productName} about your inquiry. We
              never share your details with third parties.
            </p>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
