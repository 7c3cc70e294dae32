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
} from '@heirloom/contracts';
import { ApiError, toast } from '@heirloom/platform';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  Field,
  Input,
  mq,
  Select,
  t,
  Textarea,
} from '@heirloom/ui';
import { Send } from 'lucide-react';
import type { FormEvent } from 'react';
import { useSchemaForm } from '../../forms/use-schema-form';
import { useContactRequest } from './use-contact-request';

const emptyRequest = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  inquiryType: '',
  assetsUnderManagement: '',
  message: '',
};

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: t.space[4],
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
});
const wide = css({ gridColumn: '1 / -1' });
const actions = css({ marginTop: t.space[6], [mq.mobile]: { '& > button': { width: '100%' } } });
const consent = css({ marginTop: t.space[4], fontSize: t.text.xs, color: t.color.mutedFg, lineHeight: 1.6 });

export function ContactForm({ headingId }: { headingId: string }) {
  const form = useContactRequest();
  const { values, errors, setValue, validate, showServerErrors, reset } = useSchemaForm(
    contactRequestSchema,
    emptyRequest,
  );
  const bind = (field: keyof typeof emptyRequest) => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValue(field, e.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.isPending) return;
    const request = validate();
    if (!request) return;
    form.mutate(request, {
      onSuccess: () => {
        toast({
          title: 'Request Submitted!',
          description: `Thank you for your interest. ${brand.founder.name} will contact you within 24 hours at ${brand.founder.email}`,
        });
        reset();
      },
      onError: (error) => {
        const invalid = error instanceof ApiError && showServerErrors(error.fieldErrors);
        toast({
          title: 'Error',
          description: invalid
            ? 'Please check the highlighted fields and try again.'
            : 'Something went wrong. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <h2 id={headingId} css={{ fontSize: t.text.xl, fontWeight: 650 }}>
          Tell us about your family
        </h2>
        <CardDescription>Required fields are marked with an asterisk (*).</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} data-testid="contact-form">
          <div css={grid}>
            <Field label="First Name" error={errors.firstName}>
              <Input {...bind('firstName')} autoComplete="given-name" required />
            </Field>
            <Field label="Last Name" error={errors.lastName}>
              <Input {...bind('lastName')} autoComplete="family-name" required />
            </Field>
            <Field label="Email" error={errors.email}>
              <Input {...bind('email')} type="email" autoComplete="email" required />
            </Field>
            <Field label="Phone" error={errors.phone}>
              <Input {...bind('phone')} type="tel" autoComplete="tel" />
            </Field>
            <Field label="Company / Family Office" error={errors.company} css={wide}>
              <Input {...bind('company')} autoComplete="organization" />
            </Field>
            <Field label="Type of Inquiry" error={errors.inquiryType}>
              <Select {...bind('inquiryType')} required>
                <option value="">Select inquiry type</option>
                {inquiryTypes.map((type) => (
                  <option key={type} value={type}>
                    {inquiryTypeLabels[type]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Assets Under Management" error={errors.assetsUnderManagement}>
              <Select {...bind('assetsUnderManagement')}>
                <option value="">Select range (optional)</option>
                {assetRanges.map((range) => (
                  <option key={range} value={range}>
                    {assetRangeLabels[range]}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Message" error={errors.message} css={wide}>
              <Textarea
                {...bind('message')}
                rows={5}
                required
                placeholder="What would you like to know, or when would suit you for a demo?"
              />
            </Field>
          </div>
          <div css={actions}>
            <Button type="submit" size="lg" disabled={form.isPending}>
              <Send aria-hidden="true" />
              {form.isPending ? 'Submitting...' : 'Submit Request'}
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
