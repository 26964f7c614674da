print(divmod(17, 5), divmod(-17, 5), pow(2, 10), pow(3, 4, 5), divmod(7.5, 2))
