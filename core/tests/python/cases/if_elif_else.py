for v in [-5, 0, 5, 50]:
    if v < 0:
        print("neg")
    elif v == 0:
        print("zero")
    elif v < 10:
        print("small")
    else:
        print("big")
