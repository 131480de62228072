print("mailbox: not yet implemented")
