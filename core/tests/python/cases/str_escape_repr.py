print(repr("it's"), repr('say "hi"'), repr("tab\there"), repr("new\nline"), repr("both ' \""))
