match [1]:
    case [a] | a:
        pass
print("a capture may end the last alternative of the last case:", a)
