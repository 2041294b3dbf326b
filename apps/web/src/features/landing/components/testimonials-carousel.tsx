import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

// Placeholder testimonials for the marketing page.
const testimonials = [
  {
    quote:
      'Our annual compliance refresh used to drag on for months. With Complyra almost everyone finished in the first two weeks.',
    name: 'Priya Raman',
    role: 'Head of People, Northbeam',
  },
  {
    quote:
      'The course chatbot answers the questions people are too shy to ask. Our compliance inbox got noticeably quieter.',
    name: 'Daniel Okafor',
    role: 'Compliance Officer, Meridian Health',
  },
  {
    quote:
      'Certificates are issued automatically and the admin dashboard shows me exactly who still needs a nudge.',
    name: 'Laura Chen',
    role: 'HR Director, Atlas Logistics',
  },
];

const AUTO_ADVANCE_MS = 8000;
const count = testimonials.length;

export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  const [isPaused, setIsPaused] = useState(false);

  useEffect(() => {
    if (isPaused) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [isPaused]);

  const go = (next: number) => setIndex((next + count) % count);
  const current = testimonials[index] ?? testimonials[0];
  if (!current) return null;

  return (
    <section aria-labelledby="testimonials-heading" className="py-20 sm:py-28">
      <div className="mx-auto max-w-4xl px-4 sm:px-6 lg:px-8">
        <h2
          id="testimonials-heading"
          className="text-center font-semibold text-3xl tracking-tight sm:text-4xl"
        >
          What our customers say
        </h2>
        <section
          className="relative mt-12"
          aria-roledescription="carousel"
          aria-label="Testimonials"
          onMouseEnter={() => setIsPaused(true)}
          onMouseLeave={() => setIsPaused(false)}
          onFocus={() => setIsPaused(true)}
          onBlur={() => setIsPaused(false)}
        >
          <figure
            key={index}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className="rounded-2xl border bg-card px-6 py-10 text-center shadow-sm sm:px-12"
          >
            <Quote className="mx-auto size-8 text-primary/40" aria-hidden="true" />
            <blockquote className="mt-6 text-lg leading-relaxed sm:text-xl">“{current.quote}”</blockquote>
            <figcaption className="mt-8">
              <div className="font-semibold">{current.name}</div>
              <div className="text-muted-foreground text-sm">{current.role}</div>
            </figcaption>
          </figure>
          <div className="mt-6 flex items-center justify-center gap-4">
            <Button
              variant="outline"
              size="icon"
              onClick={() => go(index - 1)}
              aria-label="Previous testimonial"
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <div className="flex gap-2">
              {testimonials.map((testimonial, dot) => (
                <button
                  key={testimonial.name}
                  type="button"
                  onClick={() => go(dot)}
                  aria-label={`Show testimonial ${dot + 1}`}
                  aria-current={dot === index}
                  className={cn(
                    'h-2 rounded-full transition-all',
                    dot === index
                      ? 'w-6 bg-primary'
                      : 'w-2 bg-muted-foreground/30 hover:bg-muted-foreground/50',
                  )}
                />
              ))}
            </div>
            <Button variant="outline" size="icon" onClick={() => go(index + 1)} aria-label="Next testimonial">
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </section>
      </div>
    </section>
  );
}
