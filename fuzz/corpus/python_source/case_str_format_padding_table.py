for i in [1, 22, 333]:
    print("{:>5}|{:<5}|{:^5}|".format(i, i, i))
