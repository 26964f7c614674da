if True
    pass
