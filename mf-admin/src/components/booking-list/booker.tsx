/** Who booked: the name, with the email (a mail link) under it, in one narrow column. */
export function Booker({ name, email }: { name: string; email: string }) {
  return (
    <>
      {name}
      <br />
      <a className="adm-muted" href={`mailto:${email}`}>
        {email}
      </a>
    </>
  );
}
