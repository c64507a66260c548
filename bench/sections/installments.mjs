// Section "installments" (issue 20 §5): due installments charged by the installment queue on the
// simulated provider (server/scripts/installment-bench.ts, through tsx, in a process of its own):
// FO_BENCH_INSTALLMENTS (1,000) due today charged by one instance, and with DATABASE_URL
// (PostgreSQL) the same number by two instances, one killed with SIGKILL a third of the way, each
// charged exactly once. PGlite (one process only) without DATABASE_URL. Needs neither a build nor
// the stack.
import { runServerScript, verdict } from '../lib/common.mjs';

/** Issue 20 §5: 1,000 installments due on one day charged by one instance within 5 minutes. */
const BAR_SECONDS = 300;

function measureInstallments() {
  const measured = runServerScript('installment-bench.ts', 'installment');
  const exactlyOnce = (run) => run.installmentsSucceeded === measured.installments && run.installmentsCharged === measured.installments && run.mostChargesOfOneInstallment === 1;
  return {
    installments: {
      note:
        'the installment queue on the simulated provider (sample mode): registrations whose second installment is due today, from the sweep to the last one succeeded; each run counts the provider charges per installment (sample_provider_charges) and the installments succeeded. Kill run (PostgreSQL only): two worker processes, one SIGKILLed a third of the way; its charge jobs expire after jobExpireSeconds (15 minutes in production) and its claimed charges are dated STALE_CHARGE_MS back instead of waiting the hour, then the survivor sweeps',
      ...measured,
      barSeconds: BAR_SECONDS,
      withinBar: measured.one.seconds <= BAR_SECONDS,
      oneExactlyOnce: exactlyOnce(measured.one),
      killExactlyOnce: measured.two ? exactlyOnce(measured.two) : null,
    },
  };
}

function printInstallments({ installments: run }) {
  console.log(`\nInstallment charges (issue 20 §5; ${run.database}, concurrency ${run.concurrency})`);
  const { one, two } = run;
  console.log(
    `  one instance: ${run.installments} due, charged in ${one.seconds.toFixed(1)} s (bar ${run.barSeconds} s)   ${one.chargesPerSecond.toFixed(1).padStart(7)} charges/s   ${verdict(run.withinBar)}`,
  );
  console.log(`    provider charges ${one.providerCharges}, installments charged ${one.installmentsCharged}, succeeded ${one.installmentsSucceeded}, most of one ${one.mostChargesOfOneInstallment}   exactly once: ${run.oneExactlyOnce ? 'yes' : 'NO'}`);
  if (!two) {
    console.log('  two instances with a kill -9: not run (PGlite is one process; set DATABASE_URL to a PostgreSQL database)');
    return;
  }
  console.log(
    `  two instances, one killed at ${two.succeededAtKill} succeeded: all ${run.installments} in ${two.seconds.toFixed(1)} s; ${two.leftProcessingByTheKill} left processing by the kill, given back and charged by the survivor`,
  );
  console.log(`    provider charges ${two.providerCharges}, installments charged ${two.installmentsCharged}, succeeded ${two.installmentsSucceeded}, most of one ${two.mostChargesOfOneInstallment}   exactly once: ${run.killExactlyOnce ? 'yes' : 'NO'}`);
}

export default {
  name: 'installments',
  needs: {},
  file: 'bench-installments.json',
  run: async () => measureInstallments(),
  print: printInstallments,
};
