/**
 * The environment is read through one schema (src/config.ts): blanks mean the default, values are
 * trimmed, and a refused value names every bad variable with what it should look like.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_LIMITS, DEFAULT_LOAD, DEFAULT_SESSIONS, loadConfig } from '../src/config.ts';

describe('configuration: the environment schema', () => {
  it('a bare environment gives the documented defaults; a blank value is the default', () => {
    for (const env of [{}, { PORT: '', DB_POOL_MAX: '  ', HOST: ' ', ROUND_SECONDS: '' }]) {
      const config = loadConfig(env);
      assert.equal(config.port, 3000);
      assert.equal(config.host, '0.0.0.0');
      assert.equal(config.logLevel, 'info');
      assert.equal(config.roundSeconds, null);
      assert.deepEqual(config.load, DEFAULT_LOAD);
      assert.deepEqual(config.sessions, DEFAULT_SESSIONS);
      assert.deepEqual(config.limits, DEFAULT_LIMITS);
    }
  });

  it('numbers are read as numbers; flags are on unless 0, false, off or no', () => {
    const config = loadConfig({
      PORT: ' 8080 ',
      LOGIN_RATE_PER_MIN: '0',
      SESSION_MAX_TOKENS: '2',
      ROUND_SECONDS: '30',
      LOTTERY_SCHEDULER: 'OFF',
      TRIAL_ENABLED: 'yes',
    });
    assert.equal(config.port, 8080);
    assert.equal(config.limits.loginPerIpPerMinute, 0);
    assert.equal(config.sessions.maxTokens, 2);
    assert.equal(config.roundSeconds, 30);
    assert.equal(config.lotteryScheduler, false);
    assert.equal(config.trialEnabled, true);
  });

  it('a refused value names the variable, what it must be, and the value given', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), /^Error: PORT must be a non-negative integer, got "abc"$/);
    assert.throws(() => loadConfig({ LOGIN_FAIL_LIMIT: '1.5' }), /LOGIN_FAIL_LIMIT must be a non-negative integer/);
    assert.throws(
      () => loadConfig({ SESSION_IDLE_DAYS: '0' }),
      /SESSION_IDLE_DAYS must be a whole number of at least 1/,
    );
    assert.throws(
      () => loadConfig({ ROUND_SECONDS: '2' }),
      /ROUND_SECONDS must be a whole number of seconds from 3 to 86400/,
    );
    assert.throws(
      () => loadConfig({ DB_POOL_MAX: '-1', REQUEST_TIMEOUT_MS: 'soon' }),
      /DB_POOL_MAX must be a whole number of at least 1, got "-1"; REQUEST_TIMEOUT_MS must be a whole number of at least 1, got "soon"/,
    );
  });

  it('NODE_ENV=production wins over SITE_MODE, as before the schema', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production', SITE_MODE: 'demo' }).siteMode, 'live');
    assert.equal(loadConfig({ SITE_MODE: ' LIVE ' }).siteMode, 'live');
  });
});
