/// The mailbox reader's model, parser and app.
public enum MailboxCore {}
