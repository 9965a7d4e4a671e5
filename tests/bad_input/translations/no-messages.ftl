# Only a comment, no message.
