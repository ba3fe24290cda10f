import '@testing-library/jest-dom';
import { installSessionExpiry } from '@/lib/session-expiry';

// The app root installs the expired-session rule; screens rendered alone in tests get it here.
installSessionExpiry();
