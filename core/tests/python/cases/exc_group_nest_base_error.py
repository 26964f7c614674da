class M(ExceptionGroup):
    pass
M("x", [KeyboardInterrupt()])
