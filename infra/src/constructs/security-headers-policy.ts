import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  FRAME_OPTIONS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from '@surplus/shared/security-headers';

export interface SecurityHeadersPolicyProps {
  /** The images bucket's own origin, where the browser POSTs presigned uploads. */
  readonly directUploadOrigin: string;
}

function enumMember<T extends string>(members: Record<string, T>, value: string): T {
  const member = Object.values(members).find((candidate) => candidate === value);
  if (!member) throw new Error(`CloudFront has no setting for "${value}"`);
  return member;
}

/** The headers every response carries, the same as the local server's (shared/src/security-headers.ts). */
export class SecurityHeadersPolicy extends ResponseHeadersPolicy {
  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id, {
      comment: 'Security headers mirroring shared/src/security-headers.ts',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.directUploadOrigin), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubDomains,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: enumMember(HeadersFrameOption, FRAME_OPTIONS), override: true },
        referrerPolicy: { referrerPolicy: enumMember(HeadersReferrerPolicy, REFERRER_POLICY), override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });
  }
}
