import { ArrowRight, Award, CheckCircle2, PlayCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border bg-background/60 px-3 py-1 font-medium text-muted-foreground text-xs">
            <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
            Compliance training for modern organizations
          </p>
          <h1 className="mt-6 font-semibold text-4xl tracking-tight sm:text-5xl lg:text-6xl">
            Compliance training your people actually <span className="text-primary">finish</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted-foreground">
            Complyra turns your policies into short, narrated courses with quizzes and certificates, and shows
            every organization exactly where its people stand.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a href="#contact">
                Get Started
                <ArrowRight aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the label is the product's wording; the target is the features section just below */}
              <a href="#features">Learn More</a>
            </Button>
          </div>
        </div>

        <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div className="rounded-2xl border bg-card p-6 shadow-xl sm:pb-12">
            <div className="flex items-center justify-between">
              <div>
                <p className="font-medium text-muted-foreground text-xs uppercase tracking-wider">
                  Your courses
                </p>
                <p className="mt-1 font-semibold text-lg">Q3 compliance plan</p>
              </div>
              <span className="rounded-full bg-success/15 px-2.5 py-1 font-medium text-success text-xs">
                On track
              </span>
            </div>
            <ul className="mt-6 space-y-5">
              {[
                { title: 'Anti-bribery essentials', progress: 100 },
                { title: 'Data protection basics', progress: 64 },
                { title: 'Workplace safety', progress: 18 },
              ].map((course) => (
                <li key={course.title}>
                  <div className="flex items-center justify-between text-sm">
                    <span className="flex items-center gap-2 font-medium">
                      {course.progress === 100 ? (
                        <CheckCircle2 className="size-4 text-success" />
                      ) : (
                        <PlayCircle className="size-4 text-primary" />
                      )}
                      {course.title}
                    </span>
                    <span className="text-muted-foreground tabular-nums">{course.progress}%</span>
                  </div>
                  <Progress value={course.progress} className="mt-2" />
                </li>
              ))}
            </ul>
          </div>
          <div className="absolute -bottom-6 -left-4 hidden items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-lg sm:flex">
            <span className="flex size-9 items-center justify-center rounded-lg bg-amber-500/15 text-amber-600 dark:text-amber-400">
              <Award className="size-5" />
            </span>
            <div>
              <p className="font-semibold text-sm">Certificate issued</p>
              <p className="text-muted-foreground text-xs">Anti-bribery essentials</p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
