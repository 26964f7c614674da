eg = ExceptionGroup("g", [ValueError(i) for i in range(3)])
eg.add_note("group note")
raise eg
