a = ValueError("with a note")
a.add_note("note on the member")
g = ExceptionGroup("noted group", [a, TypeError()])
g.add_note("note on the group")
raise g
