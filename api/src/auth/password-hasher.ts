import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, 2 passes), OWASP's recommended minimum. */
@Injectable()
export class PasswordHasher {
  // Verifying against a real hash when the account does not exist keeps login timing the same for both.
  private readonly dummyHash = hash('not-a-real-password');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }
}
