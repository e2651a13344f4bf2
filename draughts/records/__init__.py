"""Game records: reading and writing PDN, the file format of draughts games."""
