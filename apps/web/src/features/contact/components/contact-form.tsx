import { type ContactRequest, contactRequestSchema } from '@complyra/core/contact/contact.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2, Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useSubmitContact } from '../api/submit-contact';

const SUCCESS_PANEL_MS = 3000;
const TOAST_MS = 5000;

const emptyValues: ContactRequest = { fullName: '', email: '', organization: '', message: '' };

export function ContactForm() {
  const id = useId();
  const [isThankYouShown, setIsThankYouShown] = useState(false);
  const submitContact = useSubmitContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest>({ resolver: zodResolver(contactRequestSchema), defaultValues: emptyValues });

  // Success shows the thank-you panel for 3 s, then the form comes back empty.
  useEffect(() => {
    if (!isThankYouShown) return;
    const timer = window.setTimeout(() => {
      setIsThankYouShown(false);
      reset(emptyValues);
    }, SUCCESS_PANEL_MS);
    return () => window.clearTimeout(timer);
  }, [isThankYouShown, reset]);

  const onSubmit = handleSubmit((values) =>
    submitContact.mutateAsync(values).then(
      () => {
        setIsThankYouShown(true);
        toast.success('Thank you for your message! We\'ll be in touch soon.', { duration: TOAST_MS });
      },
      () => {
        // Values stay in the form so the visitor can simply try again.
        toast.error('Failed to submit contact request. Please try again later.', { duration: TOAST_MS });
      },
    ),
  );

  if (isThankYouShown) {
    return (
      <div
        role="status"
        className="flex min-h-[420px] flex-col items-center justify-center gap-3 rounded-xl border bg-card p-8 text-center shadow-sm"
      >
        <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
        <h3 className="font-semibold text-xl">Thank you!</h3>
        <p className="max-w-sm text-muted-foreground">
          Your message is on its way. Someone from our team will get back to you shortly.
        </p>
      </div>
    );
  }

  const isSubmitting = submitContact.isPending;
  const field = (name: keyof ContactRequest) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    required: true,
    disabled: isSubmitting,
    ...register(name),
  });
  const fieldError = (name: keyof ContactRequest) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]?.message}
      </p>
    ) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5 rounded-xl border bg-card p-6 shadow-sm sm:p-8">
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-fullName`}>Full name</Label>
          <Input autoComplete="name" placeholder="Jane Doe" {...field('fullName')} />
          {fieldError('fullName')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>Work email</Label>
          <Input type="email" autoComplete="email" placeholder="jane@company.com" {...field('email')} />
          {fieldError('email')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-organization`}>Organization</Label>
        <Input autoComplete="organization" placeholder="Company name" {...field('organization')} />
        {fieldError('organization')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea rows={5} placeholder="Tell us about your training needs" {...field('message')} />
        {fieldError('message')}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" />
            Processing...
          </>
        ) : (
          <>
            <Send aria-hidden="true" />
            Send message
          </>
        )}
      </Button>
    </form>
  );
}
