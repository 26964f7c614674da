eg = ExceptionGroup("m", [ValueError(1), TypeError(2)])
eg.add_note("a note")
m, r = eg.split(ValueError)
print(m.__notes__, r.__notes__, m.__notes__ is eg.__notes__)
