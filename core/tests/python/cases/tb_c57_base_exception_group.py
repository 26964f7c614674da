class MyGroup(ExceptionGroup):
    pass
raise MyGroup("custom", [ValueError(1), MyGroup("sub", [KeyError(2)])])
